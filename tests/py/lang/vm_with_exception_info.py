class Spy:
    def __enter__(self): return self
    def __exit__(self, t, v, tb):
        print(t.__name__, v, tb is not None)
        return True
with Spy():
    raise ValueError('inside')
print('continued')
