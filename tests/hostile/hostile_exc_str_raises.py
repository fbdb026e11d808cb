class X(Exception):
    def __str__(self):
        raise ValueError('no')

raise X
