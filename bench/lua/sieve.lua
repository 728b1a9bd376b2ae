-- Lua 5.4 port of bench/sieve.py: Sieve of Eratosthenes (array indexing and stores).
-- flags[k + 1] holds Python's flags[k], so the table stays a Lua array.
local function sieve(n)
    local flags = {}
    for k = 1, n + 1 do
        flags[k] = true
    end
    flags[1], flags[2] = false, false
    local i = 2
    while i * i <= n do
        if flags[i + 1] then
            for j = i * i, n, i do
                flags[j + 1] = false
            end
        end
        i = i + 1
    end
    local count = 0
    for k = 1, n + 1 do
        if flags[k] then
            count = count + 1
        end
    end
    return count
end
local total = 0
for _ = 1, 12 do
    total = total + sieve(600000)
end
print(total)
