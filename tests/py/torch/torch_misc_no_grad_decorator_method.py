import torch
class Model:
    def __init__(self):
        self.w = torch.ones(2, requires_grad=True)
    @torch.no_grad()
    def predict(self, x):
        return self.w * x
    def fit(self, x):
        return self.w * x
m = Model()
print(m.predict(torch.ones(2)))
print(m.fit(torch.ones(2)))
