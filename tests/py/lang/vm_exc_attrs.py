try:
    {}['key']
except KeyError as e:
    print(e, e.args, repr(e))
try:
    [].pop()
except IndexError as e:
    print(e)
try:
    int('z')
except ValueError as e:
    print(e)
