class X(Exception):
    def __str__(self):
        return str(self)

raise X(1)
