try:
    [][0]
except:
    print('caught bare')
try:
    raise KeyboardInterrupt
except BaseException as e:
    print(type(e).__name__)
