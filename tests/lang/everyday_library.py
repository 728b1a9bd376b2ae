# A small library system with classmethods, staticmethods, properties.
class Book:
    _registry = {}

    def __init__(self, isbn, title, author, year):
        self.isbn = isbn
        self.title = title
        self.author = author
        self._year = year
        self._borrower = None
        Book._registry[isbn] = self

    @classmethod
    def from_string(cls, text):
        isbn, title, author, year = [p.strip() for p in text.split("|")]
        return cls(isbn, title, author, int(year))

    @staticmethod
    def valid_isbn(isbn):
        digits = [int(c) for c in isbn if c.isdigit()]
        return len(digits) == 10 and sum((10 - i) * d for i, d in enumerate(digits)) % 11 == 0

    @property
    def year(self):
        return self._year

    @year.setter
    def year(self, value):
        if value < 1450:
            raise ValueError("too early for print")
        self._year = value

    @property
    def available(self):
        return self._borrower is None

    def lend(self, who):
        if not self.available:
            raise RuntimeError(f"{self.title} already lent to {self._borrower}")
        self._borrower = who

    def give_back(self):
        self._borrower = None

    def __repr__(self):
        return f"<{self.title} ({self.year}) by {self.author}>"

books = [Book.from_string(s) for s in [
    "0306406152 | Signals | Ada | 1998",
    "0131103628 | C Lang | Ken | 1988",
    "0201633612 | Patterns | Gang | 1994",
]]
print(books)
print([Book.valid_isbn(b.isbn) for b in books], Book.valid_isbn("123"))
books[0].lend("sam")
try:
    books[0].lend("kim")
except RuntimeError as e:
    print("RuntimeError:", e)
print([b.title for b in books if b.available])
books[0].give_back()
try:
    books[1].year = 1200
except ValueError as e:
    print("ValueError:", e)
books[1].year = 1989
print(books[1].year, len(Book._registry), sorted(Book._registry)[0])
try:
    books[2].available = False
except AttributeError as e:
    print("AttributeError")
by_decade = {}
for b in books:
    by_decade.setdefault(b.year // 10 * 10, []).append(b.title)
print(by_decade)
