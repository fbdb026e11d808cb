def chain(*its):
    for it in its:
        yield from it
print(list(chain([1, 2], 'ab', range(2))))
