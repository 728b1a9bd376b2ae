-- Lua 5.4 port of bench/nbody.py: n-body simulation (float arithmetic on arrays).
-- Each body is {position, velocity, mass} with 3-element position and velocity arrays.
local PI = 3.14159265358979323
local SOLAR_MASS = 4 * PI * PI
local DAYS_PER_YEAR = 365.24
local bodies = {
    {{0.0, 0.0, 0.0}, {0.0, 0.0, 0.0}, SOLAR_MASS},
    {{4.84143144246472090e+00, -1.16032004402742839e+00, -1.03622044471123109e-01},
     {1.66007664274403694e-03 * DAYS_PER_YEAR, 7.69901118419740425e-03 * DAYS_PER_YEAR,
      -6.90460016972063023e-05 * DAYS_PER_YEAR}, 9.54791938424326609e-04 * SOLAR_MASS},
    {{8.34336671824457987e+00, 4.12479856412430479e+00, -4.03523417114321381e-01},
     {-2.76742510726862411e-03 * DAYS_PER_YEAR, 4.99852801234917238e-03 * DAYS_PER_YEAR,
      2.30417297573763929e-05 * DAYS_PER_YEAR}, 2.85885980666130812e-04 * SOLAR_MASS},
    {{1.28943695621391310e+01, -1.51111514016986312e+01, -2.23307578892655734e-01},
     {2.96460137564761618e-03 * DAYS_PER_YEAR, 2.37847173959480950e-03 * DAYS_PER_YEAR,
      -2.96589568540237556e-05 * DAYS_PER_YEAR}, 4.36624404335156298e-05 * SOLAR_MASS},
    {{1.53796971148509165e+01, -2.59193146099879641e+01, 1.79258772950371181e-01},
     {2.68067772490389322e-03 * DAYS_PER_YEAR, 1.62824170038242295e-03 * DAYS_PER_YEAR,
      -9.51592254519715870e-05 * DAYS_PER_YEAR}, 5.15138902046611451e-05 * SOLAR_MASS},
}
local body_pairs = {}
for i = 1, 5 do
    for j = i + 1, 5 do
        body_pairs[#body_pairs + 1] = {bodies[i], bodies[j]}
    end
end
local function energy()
    local e = 0.0
    for _, pr in ipairs(body_pairs) do
        local p1, m1, p2, m2 = pr[1][1], pr[1][3], pr[2][1], pr[2][3]
        local dx, dy, dz = p1[1] - p2[1], p1[2] - p2[2], p1[3] - p2[3]
        e = e - m1 * m2 / (dx * dx + dy * dy + dz * dz) ^ 0.5
    end
    for _, b in ipairs(bodies) do
        local v, m = b[2], b[3]
        e = e + m * (v[1] * v[1] + v[2] * v[2] + v[3] * v[3]) / 2.0
    end
    return e
end
local function offset()
    local px, py, pz = 0.0, 0.0, 0.0
    for _, b in ipairs(bodies) do
        local v, m = b[2], b[3]
        px = px - v[1] * m
        py = py - v[2] * m
        pz = pz - v[3] * m
    end
    local v = bodies[1][2]
    v[1], v[2], v[3] = px / SOLAR_MASS, py / SOLAR_MASS, pz / SOLAR_MASS
end
local function advance(dt, n)
    for _ = 1, n do
        for _, pr in ipairs(body_pairs) do
            local p1, v1, m1 = pr[1][1], pr[1][2], pr[1][3]
            local p2, v2, m2 = pr[2][1], pr[2][2], pr[2][3]
            local dx, dy, dz = p1[1] - p2[1], p1[2] - p2[2], p1[3] - p2[3]
            local mag = dt * (dx * dx + dy * dy + dz * dz) ^ -1.5
            local b1, b2 = m1 * mag, m2 * mag
            v1[1] = v1[1] - dx * b2
            v1[2] = v1[2] - dy * b2
            v1[3] = v1[3] - dz * b2
            v2[1] = v2[1] + dx * b1
            v2[2] = v2[2] + dy * b1
            v2[3] = v2[3] + dz * b1
        end
        for _, b in ipairs(bodies) do
            local p, v = b[1], b[2]
            p[1] = p[1] + dt * v[1]
            p[2] = p[2] + dt * v[2]
            p[3] = p[3] + dt * v[3]
        end
    end
end
offset()
print(string.format("%.9f", energy()))
advance(0.01, 120000)
print(string.format("%.9f", energy()))
