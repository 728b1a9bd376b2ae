# corpus: legit
# technique: names that look dangerous
class Frame:
    def __init__(self):
        self.f_back = None
        self.f_globals = {"ok": 1}
        self.gi_frame = "mine"
        self.tb_frame = 3


fr = Frame()
print(fr.f_globals, fr.gi_frame, fr.tb_frame, fr.f_back)
eval_ = "not eval"
exec_ = len
open_file = "name"
print(eval_, exec_("abc"), open_file)
subclasses = [c.__name__ for c in (int, str)]
print(subclasses)
