class A:
    def __repr__(self):
        raise RuntimeError('repr failed')

try:
    print([A()])
except RuntimeError as e:
    print('caught', e)
