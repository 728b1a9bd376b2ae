# gcstress: skip (its churn passes the 30 s time limit when every safe point collects)
# traceback's formatting natives keep their list of lines alive while an exception's __str__
# runs Python code that allocates enough to collect.
import traceback


class Noisy(Exception):
    def __str__(self):
        junk = [(i, str(i)) for i in range(30000)]
        return "noisy %d" % (len(junk) - 30000 + len(self.args))


def fail(k):
    raise Noisy(k)


for k in range(3):
    try:
        try:
            fail(k)
        except Noisy as e:
            raise ValueError("outer %d" % k) from e
    except ValueError as e:
        lines = traceback.format_exception(type(e), e, e.__traceback__)
        print(len(lines), all(isinstance(x, str) for x in lines), lines[-1].strip())
        print([x.strip() for x in lines if "noisy" in x])
        print(traceback.format_exception_only(Noisy, Noisy(1, 2)))
        text = traceback.format_exc()
        print(text.count("noisy"), text.splitlines()[-1])
