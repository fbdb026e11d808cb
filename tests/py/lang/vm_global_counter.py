count = 0
def inc():
    global count
    count += 1
for _ in range(5): inc()
print(count)
