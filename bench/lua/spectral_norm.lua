-- Lua 5.4 port of bench/spectral_norm.py: spectral norm (float arithmetic, nested loops, calls).
-- Python's sum(generator) over j becomes a plain accumulation loop.
local function eval_a(i, j)
    return 1.0 / ((i + j) * (i + j + 1) // 2 + i + 1)
end
local function mul_av(v, n)
    local r = {}
    for i = 0, n - 1 do
        local s = 0
        for j = 0, n - 1 do
            s = s + eval_a(i, j) * v[j + 1]
        end
        r[i + 1] = s
    end
    return r
end
local function mul_atv(v, n)
    local r = {}
    for i = 0, n - 1 do
        local s = 0
        for j = 0, n - 1 do
            s = s + eval_a(j, i) * v[j + 1]
        end
        r[i + 1] = s
    end
    return r
end
local function mul_atav(v, n)
    return mul_atv(mul_av(v, n), n)
end
local n = 250
local u, v = {}, nil
for i = 1, n do
    u[i] = 1.0
end
for _ = 1, 10 do
    v = mul_atav(u, n)
    u = mul_atav(v, n)
end
local vbv, vv = 0, 0
for i = 1, n do
    vbv = vbv + u[i] * v[i]
end
for i = 1, n do
    vv = vv + v[i] * v[i]
end
print(string.format("%.9f", (vbv / vv) ^ 0.5))
