class E(Exception):
    def __str__(self): return 'custom str'
try:
    raise E('x')
except E as e:
    print(str(e), repr(e), e.args)
print(repr(ValueError()), str(ValueError()), repr(KeyError('k')), str(KeyError('k')))
