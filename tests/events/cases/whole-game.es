{"event":"start","language":"es","seed":7}
{"event":"message","id":"{name} the {class:bare} steps into the dark.","args":{"name":"Inés","class":"bárbara"},"text":"Inés, la bárbara, se adentra en la oscuridad."}
{"event":"message","id":"New quest: \"{title:bare}\". {goal}","args":{"title":"El Guardián","goal":"Derrota al Guardián de la cripta."},"text":"Nueva misión: «El Guardián». Derrota al Guardián de la cripta."}
{"event":"message","id":"You see {list:a.acc}.","args":{"list":"El Guardián"},"text":"Ves al Guardián."}
{"event":"hero","name":"Inés","x":3,"y":2,"life":38,"max_life":38,"mana":10,"max_mana":10,"level":1,"xp":0,"gold":0,"depth":1,"turns":0,"quest":"warden","effects":[],"pack":[{"index":0,"letter":"a","id":"healing_potion","name":"poción de curación","count":2},{"index":1,"letter":"b","id":"bandage","name":"venda","count":1}]}
{"event":"map","depth":1,"width":9,"height":5,"rows":["#########","#.......#","#..@X...#","#.......#","#########"]}
{"event":"seen","monsters":[{"id":"warden","name":"Guardián","glyph":"X","x":4,"y":2,"asleep":false,"life":60,"max_life":200}]}
{"event":"message","id":"Fight! Against you: {list:a}.","args":{"list":"El Guardián"},"text":"¡Combate contra el Guardián!"}
{"event":"message","id":null,"args":{},"text":"¡El Guardián ruge y se llena de furia!"}
{"event":"spent","turns":1}
{"event":"hero","name":"Inés","x":3,"y":1,"life":38,"max_life":38,"mana":10,"max_mana":10,"level":1,"xp":0,"gold":0,"depth":1,"turns":2,"quest":"warden","effects":[],"pack":[{"index":0,"letter":"a","id":"healing_potion","name":"poción de curación","count":2},{"index":1,"letter":"b","id":"bandage","name":"venda","count":1}]}
{"event":"fight","state":"on","enemies":[{"target":0,"id":"warden","name":"Guardián","life":60,"max_life":200,"alive":true,"effects":[{"id":"fury","label":"fury","name":"furia","turns":999,"stacks":1}]}],"skills":[{"index":0,"id":"berserk","name":"berserker","mana":1,"cooldown":0},{"index":1,"id":"rend","name":"desgarro","mana":2,"cooldown":0}]}
{"event":"question","about":"confirm","id":"{item} would do nothing now: your life is full. Use it anyway? (yes/no)","text":"La poción de curación no haría nada: tu vida está completa. ¿Usarla aun así? (sí/no)"}
{"event":"dropped"}
{"event":"refused","id":"You are in a fight: its commands are attack, skill, item and flee.","text":"Estás en combate: sus órdenes son atacar, habilidad, objeto y huir."}
{"event":"error","id":"Cannot read \"{line}\" as a command; doc/events.md lists them.","text":"«jump» no es una orden; doc/events.md enumera las órdenes."}
{"event":"refused","id":"You are in a fight: its commands are attack, skill, item and flee.","text":"Estás en combate: sus órdenes son atacar, habilidad, objeto y huir."}
{"event":"message","id":"{attacker} scratches {victim:acc} ({n}).","args":{"attacker":"Inés","victim":"Guardián","n":5},"text":"Inés rasguña al Guardián (5)."}
{"event":"message","id":null,"args":{},"text":"¡El Guardián descarga la gran hoja sobre Inés!"}
{"event":"message","id":"{attacker} cuts {victim:acc} ({n}).","args":{"attacker":"Guardián","victim":"Inés","n":11},"text":"El Guardián corta a Inés (11)."}
{"event":"spent","turns":1}
{"event":"hero","name":"Inés","x":3,"y":1,"life":27,"max_life":38,"mana":10,"max_mana":10,"level":1,"xp":0,"gold":0,"depth":1,"turns":2,"quest":"warden","effects":[],"pack":[{"index":0,"letter":"a","id":"healing_potion","name":"poción de curación","count":2},{"index":1,"letter":"b","id":"bandage","name":"venda","count":1}]}
{"event":"fight","state":"ask","enemies":[{"target":0,"id":"warden","name":"Guardián","life":55,"max_life":200,"alive":true,"effects":[{"id":"fury","label":"fury","name":"furia","turns":998,"stacks":1}]}],"skills":[{"index":0,"id":"berserk","name":"berserker","mana":1,"cooldown":0},{"index":1,"id":"rend","name":"desgarro","mana":2,"cooldown":0}]}
{"event":"question","about":"reaction","text":"El Guardián ha golpeado y queda al descubierto. ¿Contraatacas?","targets":[]}
{"event":"message","id":null,"args":{},"text":"¡Inés devuelve el golpe al Guardián!"}
{"event":"message","id":"{attacker} scratches {victim:acc} ({n}).","args":{"attacker":"Inés","victim":"Guardián","n":4},"text":"Inés rasguña al Guardián (4)."}
{"event":"message","id":"{attacker} hits {victim:acc} ({n}).","args":{"attacker":"Guardián","victim":"Inés","n":9},"text":"El Guardián golpea a Inés (9)."}
{"event":"message","id":"{name} bleeds.","args":{"name":"Inés","n":1},"text":"Inés sangra."}
{"event":"message","id":"{name} loses blood ({n}).","args":{"name":"Inés","n":1},"text":"Inés pierde sangre (1)."}
{"event":"spent","turns":1}
{"event":"hero","name":"Inés","x":3,"y":1,"life":17,"max_life":38,"mana":10,"max_mana":10,"level":1,"xp":0,"gold":0,"depth":1,"turns":3,"quest":"warden","effects":[{"id":"bleed","label":"bld","name":"sangrado","turns":2,"stacks":1}],"pack":[{"index":0,"letter":"a","id":"healing_potion","name":"poción de curación","count":2},{"index":1,"letter":"b","id":"bandage","name":"venda","count":1}]}
{"event":"fight","state":"on","enemies":[{"target":0,"id":"warden","name":"Guardián","life":51,"max_life":200,"alive":true,"effects":[{"id":"fury","label":"fury","name":"furia","turns":997,"stacks":1}]}],"skills":[{"index":0,"id":"berserk","name":"berserker","mana":1,"cooldown":0},{"index":1,"id":"rend","name":"desgarro","mana":2,"cooldown":0}]}
{"event":"message","id":"{attacker} scratches {victim:acc} ({n}).","args":{"attacker":"Inés","victim":"Guardián","n":5},"text":"Inés rasguña al Guardián (5)."}
{"event":"message","id":"{name}: heavy wound!","args":{"name":"Guardián"},"text":"El Guardián: ¡herida grave!"}
{"event":"message","id":"{attacker} hits {victim:acc} ({n}).","args":{"attacker":"Guardián","victim":"Inés","n":9},"text":"El Guardián golpea a Inés (9)."}
{"event":"message","id":"{name}: heavy wound!","args":{"name":"Inés"},"text":"Inés: ¡herida grave!"}
{"event":"message","id":"{name} bleeds harder (wounds: {n}).","args":{"name":"Inés","n":2},"text":"Inés sangra con más fuerza (heridas: 2)."}
{"event":"message","id":"{name} loses blood ({n}).","args":{"name":"Inés","n":2},"text":"Inés pierde sangre (2)."}
{"event":"spent","turns":1}
{"event":"hero","name":"Inés","x":3,"y":1,"life":6,"max_life":38,"mana":10,"max_mana":10,"level":1,"xp":0,"gold":0,"depth":1,"turns":4,"quest":"warden","effects":[{"id":"bleed","label":"bld","name":"sangrado","turns":2,"stacks":2}],"pack":[{"index":0,"letter":"a","id":"healing_potion","name":"poción de curación","count":2},{"index":1,"letter":"b","id":"bandage","name":"venda","count":1}]}
{"event":"fight","state":"on","enemies":[{"target":0,"id":"warden","name":"Guardián","life":46,"max_life":200,"alive":true,"effects":[{"id":"fury","label":"fury","name":"furia","turns":996,"stacks":1}]}],"skills":[{"index":0,"id":"berserk","name":"berserker","mana":1,"cooldown":0},{"index":1,"id":"rend","name":"desgarro","mana":2,"cooldown":0}]}
{"event":"message","id":"{attacker} scratches {victim:acc} ({n}).","args":{"attacker":"Inés","victim":"Guardián","n":3},"text":"Inés rasguña al Guardián (3)."}
{"event":"message","id":"{name} bleeds.","args":{"name":"Guardián","n":1},"text":"El Guardián sangra."}
{"event":"message","id":"{name} loses blood ({n}).","args":{"name":"Guardián","n":1},"text":"El Guardián pierde sangre (1)."}
{"event":"message","id":"{user} uses {skill:bare}.","args":{"user":"Guardián","skill":"mandoble"},"text":"El Guardián usa la habilidad «mandoble»."}
{"event":"message","id":"{attacker} misses {victim:acc}.","args":{"attacker":"Guardián","victim":"Inés","n":0},"text":"El Guardián no acierta a Inés."}
{"event":"message","id":"{name} loses blood ({n}).","args":{"name":"Inés","n":2},"text":"Inés pierde sangre (2)."}
{"event":"spent","turns":1}
{"event":"hero","name":"Inés","x":3,"y":1,"life":4,"max_life":38,"mana":10,"max_mana":10,"level":1,"xp":0,"gold":0,"depth":1,"turns":5,"quest":"warden","effects":[{"id":"bleed","label":"bld","name":"sangrado","turns":1,"stacks":2}],"pack":[{"index":0,"letter":"a","id":"healing_potion","name":"poción de curación","count":2},{"index":1,"letter":"b","id":"bandage","name":"venda","count":1}]}
{"event":"fight","state":"on","enemies":[{"target":0,"id":"warden","name":"Guardián","life":42,"max_life":200,"alive":true,"effects":[{"id":"fury","label":"fury","name":"furia","turns":995,"stacks":1},{"id":"bleed","label":"bld","name":"sangrado","turns":2,"stacks":1}]}],"skills":[{"index":0,"id":"berserk","name":"berserker","mana":1,"cooldown":0},{"index":1,"id":"rend","name":"desgarro","mana":2,"cooldown":0}]}
{"event":"message","id":"{attacker} scratches {victim:acc} ({n}).","args":{"attacker":"Inés","victim":"Guardián","n":5},"text":"Inés rasguña al Guardián (5)."}
{"event":"message","id":"{name} bleeds harder (wounds: {n}).","args":{"name":"Guardián","n":2},"text":"El Guardián sangra con más fuerza (heridas: 2)."}
{"event":"message","id":"{name} loses blood ({n}).","args":{"name":"Guardián","n":2},"text":"El Guardián pierde sangre (2)."}
{"event":"message","id":"{attacker} cuts {victim:acc} ({n}).","args":{"attacker":"Guardián","victim":"Inés","n":10},"text":"El Guardián corta a Inés (10)."}
{"event":"message","id":"{name} dies.","args":{"name":"Inés"},"text":"Inés muere."}
{"event":"spent","turns":1}
{"event":"hero","name":"Inés","x":3,"y":1,"life":0,"max_life":38,"mana":10,"max_mana":10,"level":1,"xp":0,"gold":0,"depth":1,"turns":5,"quest":"warden","effects":[{"id":"bleed","label":"bld","name":"sangrado","turns":1,"stacks":2}],"pack":[{"index":0,"letter":"a","id":"healing_potion","name":"poción de curación","count":2},{"index":1,"letter":"b","id":"bandage","name":"venda","count":1}]}
{"event":"end","won":false,"turns":5,"kills":0,"depth":1,"xp":0,"killer":"warden"}
