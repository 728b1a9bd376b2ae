-- Lua 5.4 port of bench/strings.py: building strings and calling string functions.
-- Python's `text += ch` loop becomes a buffer table joined once (Lua strings have no in-place
-- append; repeated .. would be quadratic), str.count a plain find loop.
local function count(s, sub)
    local n, pos = 0, 1
    while true do
        local a, b = string.find(s, sub, pos, true)
        if not a then
            return n
        end
        n, pos = n + 1, b + 1
    end
end
local function thousands(x)
    local s = tostring(x)
    local out = s:reverse():gsub("(%d%d%d)", "%1,"):reverse()
    return (out:gsub("^,", ""))
end
local parts = {}
for i = 0, 399999 do
    local s = "item-" .. tostring(i)
    if s:sub(-1) == "7" then
        s = s:upper()
    end
    parts[#parts + 1] = (s:gsub("%-", "_"))
end
local joined = table.concat(parts, ",")
local pieces = {}
for p in joined:gmatch("[^,]+") do
    pieces[#pieces + 1] = p
end
local total = 0
for _, p in ipairs(pieces) do
    local stripped = p:match("^%s*(.-)%s*$")
    local f = p:find("_", 1, true)
    total = total + #stripped + count(p, "1") + (f and f - 1 or -1)
end
local buf = {}
for i = 0, 149999 do
    buf[#buf + 1] = string.char(97 + i % 26)
end
local text = table.concat(buf)
print(string.format("%d %d %d %d %s %s", #joined, #pieces, total, count(text, "abc"), text:sub(-5),
                    thousands(total)))
