# The builtin complex is a numbers.Complex (and Number), not a Real; a user class named complex
# is not registered.
import numbers
print(isinstance(1j, numbers.Complex), isinstance(1j, numbers.Number), isinstance(1j, numbers.Real))
print(issubclass(complex, numbers.Complex), isinstance(2.0, numbers.Complex), isinstance(3, numbers.Complex))


def check_user():
    class complex:
        pass
    return isinstance(complex(), numbers.Number)


print(check_user(), isinstance(1 + 2j, numbers.Complex))
