counter = 0
class A:
    global counter
    counter = 5
print(counter)
