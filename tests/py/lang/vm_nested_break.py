res=[]
for i in range(4):
    for j in range(4):
        if j>i: break
        if (i+j)%2: continue
        res.append((i,j))
print(res)
