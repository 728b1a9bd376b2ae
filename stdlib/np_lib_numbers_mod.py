# numbers: the numeric tower of PEP 3141 (Number > Complex > Real > Rational > Integral) as
# abc.ABC classes, each with the abstract methods the documentation lists and the methods it
# defines from them (Complex: __bool__, __sub__, __rsub__; Real: __complex__, real, imag,
# conjugate, __divmod__, __rdivmod__; Rational: __float__; Integral: __index__, __float__,
# numerator, denominator). int is registered as Integral and float as Real now;
# fractions.Fraction (Rational), decimal.Decimal (Number) and the builtin complex (Complex) are
# registered the first time an isinstance/issubclass check meets a class of that name, so
# importing numbers imports none of them.

from abc import ABCMeta, ABC, abstractmethod

__all__ = ["Number", "Complex", "Real", "Rational", "Integral"]


class Number(ABC):
    # The root: anything numeric. Numbers are unhashable unless a subclass says otherwise.
    __slots__ = ()
    __hash__ = None


class Complex(Number):
    # Numbers with the operations of the builtin complex.
    __slots__ = ()

    # Conversions and parts.
    @abstractmethod
    def __complex__(self): raise NotImplementedError

    @property
    @abstractmethod
    def real(self): raise NotImplementedError

    @property
    @abstractmethod
    def imag(self): raise NotImplementedError

    @abstractmethod
    def conjugate(self): raise NotImplementedError

    @abstractmethod
    def __abs__(self): raise NotImplementedError

    # Unary and binary arithmetic.
    @abstractmethod
    def __pos__(self): raise NotImplementedError

    @abstractmethod
    def __neg__(self): raise NotImplementedError

    @abstractmethod
    def __add__(self, other): raise NotImplementedError

    @abstractmethod
    def __radd__(self, other): raise NotImplementedError

    @abstractmethod
    def __mul__(self, other): raise NotImplementedError

    @abstractmethod
    def __rmul__(self, other): raise NotImplementedError

    @abstractmethod
    def __truediv__(self, other): raise NotImplementedError

    @abstractmethod
    def __rtruediv__(self, other): raise NotImplementedError

    @abstractmethod
    def __pow__(self, exponent): raise NotImplementedError

    @abstractmethod
    def __rpow__(self, base): raise NotImplementedError

    @abstractmethod
    def __eq__(self, other): raise NotImplementedError

    # Derived: zero is false; subtraction is addition of the negation.
    def __bool__(self):
        return self != 0

    def __sub__(self, other):
        return self + (-other)

    def __rsub__(self, other):
        return (-self) + other


class Real(Complex):
    # Ordered numbers with the operations of float.
    __slots__ = ()

    @abstractmethod
    def __float__(self): raise NotImplementedError

    @abstractmethod
    def __trunc__(self): raise NotImplementedError

    @abstractmethod
    def __floor__(self): raise NotImplementedError

    @abstractmethod
    def __ceil__(self): raise NotImplementedError

    @abstractmethod
    def __round__(self, ndigits=None): raise NotImplementedError

    @abstractmethod
    def __floordiv__(self, other): raise NotImplementedError

    @abstractmethod
    def __rfloordiv__(self, other): raise NotImplementedError

    @abstractmethod
    def __mod__(self, other): raise NotImplementedError

    @abstractmethod
    def __rmod__(self, other): raise NotImplementedError

    @abstractmethod
    def __lt__(self, other): raise NotImplementedError

    @abstractmethod
    def __le__(self, other): raise NotImplementedError

    # Derived: a real number is a complex one with no imaginary part.
    def __complex__(self):
        return complex(float(self))

    @property
    def real(self):
        return +self

    @property
    def imag(self):
        return 0

    def conjugate(self):
        return +self

    def __divmod__(self, other):
        whole = self // other
        return whole, self % other

    def __rdivmod__(self, other):
        whole = other // self
        return whole, other % self


class Rational(Real):
    # Reals that are a ratio of two integers.
    __slots__ = ()

    @property
    @abstractmethod
    def numerator(self): raise NotImplementedError

    @property
    @abstractmethod
    def denominator(self): raise NotImplementedError

    def __float__(self):
        # Integer true division rounds the exact ratio once.
        top = int(self.numerator)
        return top / int(self.denominator)


class Integral(Rational):
    # Rationals with denominator 1 and the bitwise operations of int.
    __slots__ = ()

    @abstractmethod
    def __int__(self): raise NotImplementedError

    @abstractmethod
    def __pow__(self, exponent, modulus=None): raise NotImplementedError

    @abstractmethod
    def __invert__(self): raise NotImplementedError

    @abstractmethod
    def __and__(self, other): raise NotImplementedError

    @abstractmethod
    def __rand__(self, other): raise NotImplementedError

    @abstractmethod
    def __or__(self, other): raise NotImplementedError

    @abstractmethod
    def __ror__(self, other): raise NotImplementedError

    @abstractmethod
    def __xor__(self, other): raise NotImplementedError

    @abstractmethod
    def __rxor__(self, other): raise NotImplementedError

    @abstractmethod
    def __lshift__(self, other): raise NotImplementedError

    @abstractmethod
    def __rlshift__(self, other): raise NotImplementedError

    @abstractmethod
    def __rshift__(self, other): raise NotImplementedError

    @abstractmethod
    def __rrshift__(self, other): raise NotImplementedError

    # Derived from __int__.
    def __index__(self):
        return int(self)

    def __float__(self):
        return float(int(self))

    @property
    def numerator(self):
        return +self

    @property
    def denominator(self):
        return 1


Real.register(float)
Integral.register(int)

# Classes registered on first sight (by name), so that importing numbers stays cheap.
_deferred = {"Fraction": (Rational, "fractions"), "Decimal": (Number, "decimal"),
             "complex": (Complex, None)}


def _register_on_sight(sub):
    # The hook abc's checks call with a class they meet: registers fractions.Fraction,
    # decimal.Decimal or the builtin complex the first time; True when it registered one.
    if not isinstance(sub, type):
        return False
    entry = _deferred.get(sub.__name__)
    if entry is None:
        return False
    base, module = entry
    if module is None:
        # The builtin complex is made on first use (stdlib/np_lib_complex.py); a user class
        # that is merely called complex is left alone.
        if sub is not complex:
            return False
        target = complex
    elif module == "fractions":
        from fractions import Fraction as target
    else:
        from decimal import Decimal as target
    del _deferred[sub.__name__]
    base.register(target)
    return True


Number._abc_lazy_ = staticmethod(_register_on_sight)
