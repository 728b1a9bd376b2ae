-- Lua 5.4 port of bench/closures.py: closures, upvalue updates and higher-order calls.
local function make_counter()
    local n = 0
    return function(k)
        n = n + k
        return n
    end
end
local function compose(f, g)
    return function(x) return f(g(x)) end
end
local inc = make_counter()
local add1 = function(x) return x + 1 end
local dbl = function(x) return x * 2 end
local h = compose(add1, dbl)
local total = 0
for i = 0, 1199999 do
    total = total + h(i) + inc(1)
end
-- sum(map(add1, range(400000)))
local function map_sum(f, n)
    local s = 0
    for i = 0, n - 1 do
        s = s + f(i)
    end
    return s
end
total = total + map_sum(add1, 400000)
-- len(list(filter(lambda x: x % 3 == 0, range(400000))))
local function filter_list(pred, n)
    local out = {}
    for i = 0, n - 1 do
        if pred(i) then
            out[#out + 1] = i
        end
    end
    return out
end
total = total + #filter_list(function(x) return x % 3 == 0 end, 400000)
print(total)
