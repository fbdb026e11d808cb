class EarlyStopping:
    def __init__(self, patience=2):
        self.patience = patience
        self.best = float('inf')
        self.bad = 0
    def step(self, loss):
        if loss < self.best:
            self.best, self.bad = loss, 0
        else:
            self.bad += 1
        return self.bad >= self.patience
es = EarlyStopping()
for i, l in enumerate([1.0, 0.8, 0.85, 0.9, 0.7]):
    if es.step(l):
        print('stop at', i, 'best', es.best)
        break
