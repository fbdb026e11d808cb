def gen():
    yield 1
    raise ValueError("in gen")
for v in gen():
    print(v)
