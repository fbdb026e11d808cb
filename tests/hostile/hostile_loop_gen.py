def gen():
    while True:
        yield 1

for x in gen():
    pass
