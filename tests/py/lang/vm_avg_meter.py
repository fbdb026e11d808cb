class AverageMeter:
    def __init__(self, name):
        self.name = name
        self.reset()
    def reset(self):
        self.val = self.avg = self.sum = 0
        self.count = 0
    def update(self, val, n=1):
        self.val = val
        self.sum += val * n
        self.count += n
        self.avg = self.sum / self.count
    def __str__(self):
        return f'{self.name} {self.val:.3f} ({self.avg:.3f})'
m = AverageMeter('loss')
for v in [0.9, 0.7, 0.5]: m.update(v, 2)
print(m)
