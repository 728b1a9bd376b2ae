-- Lua 5.4 port of bench/fib.py: recursive function calls (naive Fibonacci).
local function fib(n)
    if n < 2 then
        return n
    end
    return fib(n - 1) + fib(n - 2)
end
print(fib(32))
