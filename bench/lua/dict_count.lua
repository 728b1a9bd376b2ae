-- Lua 5.4 port of bench/dict_count.py: tables with string keys (counting words) and int keys.
local words = {}
local seed = 7
for _ = 0, 59999 do
    seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
    words[#words + 1] = "w" .. tostring(seed % 5000)
end
local total = 0
for _ = 1, 20 do
    local counts = {}
    for _, w in ipairs(words) do
        counts[w] = (counts[w] or 0) + 1
    end
    -- len(counts) + max(counts.values())
    local n, mx = 0, nil
    for _, c in pairs(counts) do
        n = n + 1
        if mx == nil or c > mx then
            mx = c
        end
    end
    total = total + n + mx
end
local ints = {}
for i = 0, 599999 do
    ints[i * 7 % 10007] = (ints[i * 7 % 10007] or 0) + i
end
local nints, sum = 0, 0
for _, v in pairs(ints) do
    nints = nints + 1
    sum = sum + v
end
print(string.format("%d %d %d", total, nints, sum % 1000003))
