def read():
    for line in ['1,2', '3,4', 'bad', '5,6']:
        yield line
def parse(lines):
    for l in lines:
        try:
            yield tuple(int(x) for x in l.split(','))
        except ValueError:
            continue
print(list(parse(read())))
print(sum(a * b for a, b in parse(read())))
