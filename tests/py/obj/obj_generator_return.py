def gen():
    yield 1
    yield 2
    return "done"


g = gen()
print(next(g), next(g))
try:
    next(g)
except StopIteration as e:
    print("StopIteration", repr(e), e.value, e.args)


def outer():
    result = yield from gen()
    print("inner returned", result)
    yield result


print(list(outer()))


class It:
    def __init__(self):
        self.i = 0

    def __iter__(self):
        return self

    def __next__(self):
        self.i += 1
        if self.i > 2:
            raise StopIteration
        return self.i


print(list(It()))
try:
    it = It()
    next(it), next(it), next(it)
except StopIteration as e:
    print("caught", e.value, e.args)
