class Job:
    def __init__(self, n, p): self.n, self.p = n, p
    def __repr__(self): return f'{self.n}:{self.p}'
jobs = [Job('a', 3), Job('b', 1), Job('c', 2)]
jobs.sort(key=lambda j: j.p)
print(jobs)
