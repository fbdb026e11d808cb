class H:
    def __hash__(self):
        return hash(self)

d = {H(): 1}
