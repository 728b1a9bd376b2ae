# corpus: resource
# technique: catch budget loop
while True:
    try:
        while True:
            pass
    except BaseException:
        print('ESCAPED caught')
