class C:
    n = 3
    vals = [i for i in range(n)]
print(C.vals)
