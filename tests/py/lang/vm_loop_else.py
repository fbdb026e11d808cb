for i in range(3):
    pass
else:
    print('else', i)
n=0
while n<5:
    n+=2
    if n==4: break
else:
    print('no')
print(n)
