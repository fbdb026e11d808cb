while True:
    print('spam spam spam spam')
