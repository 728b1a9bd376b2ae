# rec["key"] at one site over dicts whose keys are equal strs but other objects than the
# constant (split() pieces): each read is a plain lookup (vm/np_interp.c dict_item_get_fill),
# and a later dict holding the constant itself still reads right at the same site.
cols = "order_id,customer,qty".split(",")
rows = ["1,ann,3", "2,bob,5", "3,cy,0"]
recs = [dict(zip(cols, r.split(","))) for r in rows]
recs.append({"order_id": "9", "customer": "dee", "qty": "7"})
recs.append(dict(zip(["qty", "customer", "order_id"], ["1", "eve", "10"])))
for rec in recs:
    print(rec["order_id"], rec["customer"], int(rec["qty"]) * 2)
try:
    print(recs[0]["missing"])
except KeyError as e:
    print("KeyError", e)
