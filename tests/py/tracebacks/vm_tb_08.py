class MyError(Exception):
    pass
def run():
    raise MyError("custom failure")
run()
