# corpus: resource
# technique: raise systemexit loop
while True:
    try:
        raise SystemExit(0)
    except SystemExit:
        pass
