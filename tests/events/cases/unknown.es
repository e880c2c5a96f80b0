{"event":"start","language":"es","seed":7}
{"event":"message","id":"{name} the {class:bare} steps into the dark.","args":{"name":"Inés","class":"bárbara"},"text":"Inés, la bárbara, se adentra en la oscuridad."}
{"event":"hero","name":"Inés","x":1,"y":1,"life":38,"max_life":38,"mana":10,"max_mana":10,"level":1,"xp":0,"gold":0,"depth":1,"turns":0,"quest":null,"effects":[],"pack":[{"index":0,"letter":"a","id":"healing_potion","name":"poción de curación","count":2},{"index":1,"letter":"b","id":"bandage","name":"venda","count":1}]}
{"event":"map","depth":1,"width":7,"height":3,"rows":["#######","#@!..>#","#######"]}
{"event":"seen","monsters":[]}
{"event":"message","id":"You see {list:a.acc} here.","args":{"list":"La poción burbujeante"},"text":"Aquí hay una poción burbujeante."}
{"event":"spent","turns":1}
{"event":"hero","name":"Inés","x":2,"y":1,"life":38,"max_life":38,"mana":10,"max_mana":10,"level":1,"xp":0,"gold":0,"depth":1,"turns":1,"quest":null,"effects":[],"pack":[{"index":0,"letter":"a","id":"healing_potion","name":"poción de curación","count":2},{"index":1,"letter":"b","id":"bandage","name":"venda","count":1}]}
{"event":"map","depth":1,"width":7,"height":3,"rows":["#######","#.@..>#","#######"]}
{"event":"seen","monsters":[]}
{"event":"message","id":"You pick up {list:a.acc}.","args":{"list":"La poción burbujeante"},"text":"Recoges una poción burbujeante."}
{"event":"spent","turns":1}
{"event":"hero","name":"Inés","x":2,"y":1,"life":38,"max_life":38,"mana":10,"max_mana":10,"level":1,"xp":0,"gold":0,"depth":1,"turns":2,"quest":null,"effects":[],"pack":[{"index":0,"letter":"a","id":"healing_potion","name":"poción de curación","count":2},{"index":1,"letter":"b","id":"bandage","name":"venda","count":1},{"index":2,"letter":"c","id":null,"look":"bubbling","called":null,"name":"poción burbujeante","count":1}]}
{"event":"map","depth":1,"width":7,"height":3,"rows":["#######","#.@..>#","#######"]}
{"event":"seen","monsters":[]}
{"event":"message","id":"{name} uses {item}.","args":{"name":"Inés","item":"poción burbujeante"},"text":"Inés usa la poción burbujeante."}
{"event":"message","id":"{name} feels strength swell in every muscle.","args":{"name":"Inés","n":1},"text":"Inés siente la fuerza hinchar cada músculo."}
{"event":"message","id":"{item} was {real:a}.","args":{"item":"poción burbujeante","real":"poción de poderío"},"text":"La poción burbujeante era una poción de poderío."}
{"event":"spent","turns":1}
{"event":"hero","name":"Inés","x":2,"y":1,"life":38,"max_life":38,"mana":10,"max_mana":10,"level":1,"xp":0,"gold":0,"depth":1,"turns":3,"quest":null,"effects":[{"id":"might","label":"might","name":"poderío","turns":7,"stacks":1}],"pack":[{"index":0,"letter":"a","id":"healing_potion","name":"poción de curación","count":2},{"index":1,"letter":"b","id":"bandage","name":"venda","count":1}]}
{"event":"map","depth":1,"width":7,"height":3,"rows":["#######","#.@..>#","#######"]}
{"event":"seen","monsters":[]}
