class Rec:
    def __init__(self):
        object.__setattr__(self, 'log', [])
    def __setattr__(self, k, v):
        self.log.append(k)
        object.__setattr__(self, k, v)
r = Rec(); r.a = 1; r.b = 2
print(r.log, r.a, r.b)
