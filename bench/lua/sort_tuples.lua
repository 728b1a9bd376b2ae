-- Lua 5.4 port of bench/sort_tuples.py: sorting arrays of 3-tuples with and without a key.
-- table.sort is not stable, so the comparators break ties the way Python's stable sort orders
-- them (by the row's original position, which is its third field).
local seed = 42
local rows = {}
for i = 0, 39999 do
    seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
    rows[#rows + 1] = {seed % 1000, "name" .. tostring(seed % 777), i}
end
local function copy(t)
    local c = {}
    for k = 1, #t do
        c[k] = t[k]
    end
    return c
end
-- sorted(rows): tuple order.
local function by_tuple(x, y)
    if x[1] ~= y[1] then return x[1] < y[1] end
    if x[2] ~= y[2] then return x[2] < y[2] end
    return x[3] < y[3]
end
-- sorted(rows, key=lambda r: r[1]): stable.
local function by_name(x, y)
    if x[2] ~= y[2] then return x[2] < y[2] end
    return x[3] < y[3]
end
-- sorted(rows, key=lambda r: (-r[0], r[2]), reverse=True).
local function by_neg_reverse(x, y)
    if x[1] ~= y[1] then return x[1] < y[1] end
    return x[3] > y[3]
end
local check = 0
local a, b, c
for _ = 1, 8 do
    a = copy(rows)
    table.sort(a, by_tuple)
    b = copy(rows)
    table.sort(b, by_name)
    c = copy(rows)
    table.sort(c, by_neg_reverse)
    check = check + a[1][3] + b[#b][3] + c[101][3]
end
local ints = {}
for k, r in ipairs(rows) do
    ints[k] = r[1] * 1000 + r[3] % 1000
end
table.sort(ints)
local function tup(r)
    return string.format("(%d, '%s', %d)", r[1], r[2], r[3])
end
print(string.format("%d %d %d %s %s %s", check, ints[1], ints[#ints], tup(a[6]), tup(b[6]), tup(c[6])))
