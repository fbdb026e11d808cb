for i in range(3): pass
print(i)
for j in []: pass
try:
    print(j)
except NameError as e: print(e)
