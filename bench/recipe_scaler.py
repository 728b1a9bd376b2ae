# Benchmark (held-out style, after typical agent code): a recipe scaler and shopping-list
# builder. Recipes are parsed from a text format ("1 1/2 cups flour, sifted") with re into
# Ingredient dataclasses holding Fraction quantities; units convert through a table to a base
# unit per dimension (volume, mass, count); a weekly meal plan scales recipes to servings,
# aggregates a shopping list, rounds to friendly kitchen fractions, converts to packages to
# buy with pantry stock subtracted, and prices it; nutrition per serving is summed with
# Fractions and printed as mixed numbers.
import math
import random
import re
from collections import defaultdict
from dataclasses import dataclass, field
from fractions import Fraction
from functools import reduce

UNITS = {
    "tsp": ("volume", Fraction(1)), "tbsp": ("volume", Fraction(3)), "cup": ("volume", Fraction(48)),
    "ml": ("volume", Fraction(1, 5)), "l": ("volume", Fraction(200)),
    "g": ("mass", Fraction(1)), "kg": ("mass", Fraction(1000)), "oz": ("mass", Fraction(2835, 100)),
    "lb": ("mass", Fraction(4536, 10)), "": ("count", Fraction(1)), "clove": ("count", Fraction(1)),
}
ALIASES = {"cups": "cup", "teaspoon": "tsp", "teaspoons": "tsp", "tablespoon": "tbsp",
           "tablespoons": "tbsp", "grams": "g", "cloves": "clove", "pounds": "lb", "ounces": "oz"}
PACKAGES = {"flour": ("kg", 1, "2.49"), "sugar": ("kg", 1, "1.99"), "butter": ("g", 250, "3.29"),
            "milk": ("l", 1, "1.09"), "eggs": ("", 12, "3.50"), "garlic": ("clove", 10, "0.89"),
            "rice": ("kg", 2, "4.20"), "olive oil": ("ml", 500, "6.99"), "tomatoes": ("g", 800, "1.79"),
            "onion": ("", 3, "1.20"), "chicken": ("lb", 2, "8.99"), "cheese": ("g", 200, "4.49"),
            "salt": ("g", 750, "0.99"), "pasta": ("g", 500, "1.49"), "beans": ("oz", 15, "0.99")}
NUTRITION = {"flour": 364, "sugar": 387, "butter": 717, "milk": 42, "eggs": 72, "garlic": 4, "rice": 130,
             "olive oil": 884, "tomatoes": 18, "onion": 44, "chicken": 239, "cheese": 402, "salt": 0,
             "pasta": 131, "beans": 127}
LINE_RE = re.compile(r"^\s*(?:(\d+)\s+)?(\d+(?:/\d+)?|\d*\.\d+)?\s*([a-zA-Z]*)\s+(.+?)(?:,\s*(.*))?$")
FRIENDLY = [Fraction(0), Fraction(1, 8), Fraction(1, 4), Fraction(1, 3), Fraction(1, 2), Fraction(2, 3),
            Fraction(3, 4), Fraction(1)]


@dataclass
class Ingredient:
    name: str
    qty: Fraction
    unit: str
    note: str = ""

    @property
    def base(self):
        dim, factor = UNITS[self.unit]
        return dim, self.qty * factor


@dataclass
class Recipe:
    title: str
    serves: int
    items: list = field(default_factory=list)

    def scaled(self, servings):
        k = Fraction(servings, self.serves)
        return [Ingredient(i.name, i.qty * k, i.unit, i.note) for i in self.items]


def parse_qty(whole, part):
    q = Fraction(0)
    if whole:
        q += int(whole)
    if part:
        q += Fraction(part)
    return q or Fraction(1)


def parse_line(line):
    m = LINE_RE.match(line)
    if not m:
        raise ValueError(f"cannot parse {line!r}")
    whole, part, unit, name, note = m.groups()
    unit = unit.lower()
    unit = ALIASES.get(unit, unit)
    if unit not in UNITS:
        name, unit = f"{unit} {name}".strip(), ""
    return Ingredient(name.strip().lower(), parse_qty(whole, part), unit, note or "")


def friendly(q):
    whole = math.floor(q)
    frac = q - whole
    best = min(FRIENDLY, key=lambda f: (abs(f - frac), f))
    if best == 1:
        whole, best = whole + 1, Fraction(0)
    if not best:
        return str(whole)
    return f"{whole} {best}" if whole else str(best)


def make_recipes(rng):
    names = list(PACKAGES)
    units_for = {"flour": ["cup", "g"], "sugar": ["cup", "tbsp", "g"], "butter": ["tbsp", "g", "cup"],
                 "milk": ["cup", "ml"], "eggs": [""], "garlic": ["clove"], "rice": ["cup", "g"],
                 "olive oil": ["tbsp", "tsp", "ml"], "tomatoes": ["g", "oz"], "onion": [""],
                 "chicken": ["lb", "g"], "cheese": ["g", "oz", "cup"], "salt": ["tsp"], "pasta": ["g", "oz"],
                 "beans": ["oz", "cup"]}
    recipes = []
    for r in range(40):
        lines = []
        for name in rng.sample(names, rng.randint(4, 9)):
            unit = rng.choice(units_for[name])
            amount = rng.choice(["1", "2", "1/2", "1 1/2", "3/4", "2 1/4", "1/3", "250", "0.5", "3"])
            if unit in ("g", "ml"):
                amount = rng.choice(["100", "150", "200", "250", "400", "500"])
            lines.append(f"{amount} {unit} {name}" + (", chopped" if rng.random() < 0.2 else ""))
        text = "\n".join(lines)
        recipe = Recipe(f"dish {r}", rng.choice((2, 4, 6)))
        recipe.items = [parse_line(l) for l in text.splitlines()]
        recipes.append(recipe)
    return recipes


def main(weeks=180, seed=5):
    rng = random.Random(seed)
    recipes = make_recipes(rng)
    pantry = {"salt": ("count", Fraction(0)), "flour": ("mass", Fraction(0))}
    pantry_amount = {"salt": Fraction(300), "flour": Fraction(500)}
    total_cost = Fraction(0)
    packages = defaultdict(int)
    calories = []
    for week in range(weeks):
        needed = defaultdict(Fraction)
        dims = {}
        plan = [(rng.choice(recipes), rng.choice((1, 2, 3, 4, 5, 8))) for _ in range(7)]
        for recipe, servings in plan:
            for ing in recipe.scaled(servings):
                dim, amount = ing.base
                key = (ing.name, dim)
                needed[key] += amount
                dims[key] = dim
            kcal = sum((i.qty * NUTRITION[i.name] / 100 for i in recipe.items if UNITS[i.unit][0] == "mass"),
                       Fraction(0))
            calories.append(kcal / recipe.serves)
        week_cost = Fraction(0)
        for (name, dim), amount in sorted(needed.items()):
            if name in pantry_amount and dim == "mass":
                used = min(amount, pantry_amount[name])
                pantry_amount[name] -= used
                amount -= used
            unit, size, price = PACKAGES[name]
            pdim, factor = UNITS[unit]
            if pdim != dim:
                continue
            count = math.ceil(amount / (factor * size))
            packages[name] += count
            week_cost += count * Fraction(price)
        total_cost += week_cost
        if week % 10 == 0:
            sample = sorted(needed.items())[:4]
            print(f"week {week:2d} cost ${float(week_cost):7.2f}",
                  "; ".join(f"{n} {friendly(a / UNITS['cup'][1]) if d == 'volume' else friendly(a)}"
                            f"{' cups' if d == 'volume' else ''}" for (n, d), a in sample))
    print(f"total ${float(total_cost):.2f} exact {total_cost}")
    print("packages", sorted(packages.items(), key=lambda kv: (-kv[1], kv[0]))[:6])
    avg = sum(calories, Fraction(0)) / len(calories)
    print(f"avg kcal/serving {float(avg):.1f} ({friendly(avg)})")
    lcm = reduce(lambda a, b: a * b // math.gcd(a, b), (c.denominator for c in calories))
    print("common denominator digits", len(str(lcm)))
    r = recipes[3]
    print(r.title, "for 5:", ", ".join(f"{friendly(i.qty)} {i.unit} {i.name}".replace("  ", " ") for i in r.scaled(5)))


if __name__ == "__main__":
    main()  # test: main(weeks=3)
