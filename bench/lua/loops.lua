-- Lua 5.4 port of bench/loops.py: nested integer loops with arithmetic and comparisons.
local total = 0
for i = 0, 1999 do
    for j = 0, 999 do
        if (i ~ j) & 3 == 0 then
            total = total + i * j % 7
        else
            total = total - 1
        end
    end
end
local i = 0
while i < 1000000 do
    total = total + (i & 15)
    i = i + 1
end
print(total)
