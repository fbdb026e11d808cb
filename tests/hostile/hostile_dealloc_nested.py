h = None
for i in range(1000000):
    h = [h]
h = None
t = ()
for i in range(1000000):
    t = (t,)
t = None
d = {}
for i in range(1000000):
    d = {'k': d}
d = None
print('freed')
