import itertools
for i in itertools.count():
    pass
