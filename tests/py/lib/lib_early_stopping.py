class EarlyStopping:
    def __init__(self, patience=2, min_delta=0.0):
        self.patience = patience
        self.min_delta = min_delta
        self.best = float("inf")
        self.bad = 0
    def step(self, loss):
        if loss < self.best - self.min_delta:
            self.best = loss
            self.bad = 0
        else:
            self.bad += 1
        return self.bad > self.patience
es = EarlyStopping(patience=2)
for epoch, loss in enumerate([0.9, 0.7, 0.71, 0.72, 0.69, 0.7, 0.75, 0.8]):
    stop = es.step(loss)
    print(epoch, loss, es.best, es.bad, stop)
    if stop:
        break
print(vars(es))
