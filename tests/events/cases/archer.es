{"event":"start","language":"es","seed":5}
{"event":"message","id":"{name} the {class:bare} steps into the dark.","args":{"name":"Inés","class":"bárbara"},"text":"Inés, la bárbara, se adentra en la oscuridad."}
{"event":"message","id":"You see {list:a.acc}.","args":{"list":"El arquero goblin"},"text":"Ves un arquero goblin."}
{"event":"hero","name":"Inés","x":2,"y":1,"life":38,"max_life":38,"mana":10,"max_mana":10,"level":1,"xp":0,"gold":0,"depth":1,"turns":0,"quest":null,"effects":[],"pack":[{"index":0,"letter":"a","id":"healing_potion","name":"poción de curación","count":2},{"index":1,"letter":"b","id":"bandage","name":"venda","count":1}]}
{"event":"map","depth":1,"width":10,"height":5,"rows":["##########","#.@....a.#","#.########","#.","#"]}
{"event":"seen","monsters":[{"id":"goblin_archer","name":"arquero goblin","glyph":"a","x":7,"y":1,"asleep":false,"life":12,"max_life":12}]}
{"event":"message","id":"{name} looses an arrow at {victim:acc}!","args":{"name":"arquero goblin","victim":"Inés"},"text":"¡El arquero goblin le dispara una flecha a Inés!"}
{"event":"message","id":"{attacker} scratches {victim:acc} ({n}).","args":{"attacker":"arquero goblin","victim":"Inés","n":2},"text":"El arquero goblin rasguña a Inés (2)."}
{"event":"message","id":"{name} bleeds.","args":{"name":"Inés","n":1},"text":"Inés sangra."}
{"event":"spent","turns":1}
{"event":"hero","name":"Inés","x":2,"y":1,"life":36,"max_life":38,"mana":10,"max_mana":10,"level":1,"xp":0,"gold":0,"depth":1,"turns":1,"quest":null,"effects":[{"id":"bleed","label":"bld","name":"sangrado","turns":3,"stacks":1}],"pack":[{"index":0,"letter":"a","id":"healing_potion","name":"poción de curación","count":2},{"index":1,"letter":"b","id":"bandage","name":"venda","count":1}]}
{"event":"map","depth":1,"width":10,"height":5,"rows":["##########","#.@....a.#","#.########","#.","#"]}
{"event":"seen","monsters":[{"id":"goblin_archer","name":"arquero goblin","glyph":"a","x":7,"y":1,"asleep":false,"life":12,"max_life":12}]}
{"event":"message","id":"{name} loses blood ({n}).","args":{"name":"Inés","n":1},"text":"Inés pierde sangre (1)."}
{"event":"spent","turns":1}
{"event":"hero","name":"Inés","x":1,"y":2,"life":35,"max_life":38,"mana":10,"max_mana":10,"level":1,"xp":0,"gold":0,"depth":1,"turns":2,"quest":null,"effects":[{"id":"bleed","label":"bld","name":"sangrado","turns":2,"stacks":1}],"pack":[{"index":0,"letter":"a","id":"healing_potion","name":"poción de curación","count":2},{"index":1,"letter":"b","id":"bandage","name":"venda","count":1}]}
{"event":"map","depth":1,"width":10,"height":5,"rows":["##########","#.,......#","#@########","#.#","###"]}
{"event":"seen","monsters":[]}
