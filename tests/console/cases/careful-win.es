Iva, la exploradora, se adentra en la oscuridad.
Nueva misión: «El rastro de sangre». Sigue la sangre hasta la guarida.
Nivel 1 de 3.
Lugar: Sala de entrada.
> explore
La puerta se abre con un chirrido.
La puerta se abre con un chirrido.
Ves un goblin.
Un goblin, dormido, a 3 pasos al este y 2 al sur.
> travel goblin
Lugar: Galería superior.
> se
¡Combate contra un goblin!
¡Iva sorprende al goblin dormido!
¡Iva asesta un golpe crítico!
Iva aplasta al goblin (7).
El goblin sangra.
1: goblin, vida 7 de 14.
Tú: vida 30 de 30, maná 18 de 18.
1 atacar 2 habilidad 3 objeto 4 huir
> 1
Iva golpea al goblin (3).
El goblin pierde sangre (1).
El goblin: ¡herida grave!
El goblin no acierta a Iva.
1: goblin, vida 3 de 14.
> 1
Iva corta al goblin (4).
El goblin muere.
Oro, a 1 paso al sureste.
> travel gold
Recoges 2 monedas de oro.
> explore
Una poción de curación, a 7 pasos al este y 3 al norte.
> travel potion
Aquí hay una poción de curación.
> pickup
Recoges una poción de curación.
> explore
La puerta se abre con un chirrido.
La puerta se abre con un chirrido.
La puerta se abre con un chirrido.
Ves un lobo.
Lugar: Antiguo cruce.
Un lobo, a 2 pasos al sur.
> wait
¡Combate contra un lobo!
El lobo golpea a Iva (3).
1: lobo, vida 9 de 15.
Tú: vida 27 de 30, maná 18 de 18.
1 atacar 2 habilidad 3 objeto 4 huir
> 2 2
Iva lanza una flecha helada contra el lobo.
Iva aplasta al lobo (11).
El lobo muere.
> explore
Lugar: Salas roídas.
Una poción de curación, a 3 pasos al suroeste.
Escaleras abajo, a 1 paso al oeste y 8 al sur.
Vida 28 de 30.
> travel potion
Aquí hay una poción de curación.
Vida 29 de 30.
> pickup
Recoges una poción de curación.
> explore
Ves un lobo alfa.
Un lobo alfa, dormido, a 3 pasos al este y 4 al sur.
Vida 30 de 30.
> travel wolf leader
Ves un lobo sangriento.
Un lobo sangriento, a 3 pasos al sur.
> wait
El lobo sangriento se acerca, a 1 paso al oeste y 2 al sur.
> wait
¡Combate contra un lobo sangriento!
¡El lobo sangriento desgarra a Iva con un golpe brutal!
El lobo sangriento golpea a Iva (7).
Iva sangra.
Iva sangra con más fuerza (heridas: 4).
Iva pierde sangre (4).
1: lobo sangriento, vida 22 de 22.
Tú: vida 19 de 30, maná 18 de 18.
Sobre ti: sangrado (4 acumulaciones, 2 turnos).
1 atacar 2 habilidad 3 objeto 4 huir
> 2 2
Iva lanza una flecha helada contra el lobo sangriento.
Iva aplasta al lobo sangriento (11).
El lobo sangriento sangra.
El frío atenaza al lobo sangriento.
El lobo sangriento pierde sangre (1).
El lobo sangriento rasguña a Iva (2).
Iva sangra con más fuerza (heridas: 5).
¡El lobo alfa se despierta!
Iva pierde sangre (5).
1: lobo sangriento, vida 10 de 22.
Tú: vida 12 de 30, maná 16 de 18.
Sobre ti: sangrado (5 acumulaciones, 2 turnos).
> 2 1
Iva se mueve con pies ligeros y se lanza contra el lobo sangriento.
Iva se prepara para esquivar.
Iva se siente mejor (+4).
Iva golpea al lobo sangriento (5).
El lobo sangriento: ¡herida grave!
El lobo sangriento sangra con más fuerza (heridas: 2).
El lobo sangriento pierde sangre (2).
¡El lobo sangriento se zafa y huye, goteando sangre!
El lobo alfa se despierta, a 1 paso al este y 2 al sur.
Vida 16 de 30.
Sobre ti: sangrado (5 acumulaciones, 2 turnos), esquiva (3 turnos).
> use healing
Iva usa la poción de curación.
Iva se siente mejor (+14).
Iva pierde sangre (5).
El lobo sangriento pierde sangre (2).
El lobo sangriento vuelve a entrar en calor.
¡Combate contra un lobo alfa!
El lobo sangriento pierde sangre (2).
Las heridas del lobo sangriento dejan de sangrar.
El lobo sangriento muere.
Iva alcanza el nivel 2: más fuerza, rapidez y aguante.
Iva pierde sangre (5).
Las heridas de Iva dejan de sangrar.
1: lobo alfa, vida 36 de 36.
Tú: vida 28 de 38, maná 20 de 20.
Sobre ti: esquiva (1 turno).
1 atacar 2 habilidad 3 objeto 4 huir
> 2 2
Iva lanza una flecha helada contra el lobo alfa.
Iva corta al lobo alfa (11).
El frío atenaza al lobo alfa.
El lobo alfa usa la habilidad «embestida».
El lobo alfa no acierta a Iva.
Iva deja de esquivar.
1: lobo alfa, vida 25 de 36.
Maná 18 de 20; ya no tienes efectos.
> 1
Iva golpea al lobo alfa (4).
El lobo alfa sangra.
El lobo alfa pierde sangre (1).
El lobo alfa golpea a Iva (4).
1: lobo alfa, vida 20 de 36.
Tú: vida 24 de 38, maná 18 de 20.
> 2 2
Iva usa la habilidad «flecha helada».
Iva no acierta al lobo alfa.
El lobo alfa vuelve a entrar en calor.
El lobo alfa pierde sangre (1).
El lobo alfa golpea a Iva (4).
1: lobo alfa, vida 19 de 36.
Tú: vida 20 de 38, maná 16 de 20.
> 1
Iva golpea al lobo alfa (5).
El lobo alfa sangra con más fuerza (heridas: 2).
¡La ira se apodera del lobo alfa!
El lobo alfa pierde sangre (2).
El lobo alfa se abalanza con los colmillos por delante.
El lobo alfa golpea a Iva (5).
1: lobo alfa, vida 12 de 36.
Tú: vida 15 de 38, maná 16 de 20.
> 2 2
Iva lanza una flecha helada contra el lobo alfa.
Iva corta al lobo alfa (11).
El lobo alfa: ¡herida grave!
El frío atenaza al lobo alfa.
El lobo alfa pierde sangre (2).
El lobo alfa muere.
Misión cumplida: «El rastro de sangre».
El lobo alfa ha muerto. El rastro termina aquí.
Recompensa: 20 puntos de experiencia.
Iva alcanza el nivel 3: más fuerza, rapidez y aguante.
Recompensa: recibes una poción de curación.
Oro, a 1 paso al sur.
Una poción de curación, a 1 paso al sur.
Vida 23 de 46.
> travel gold
Recoges 6 monedas de oro.
Aquí hay una poción de curación.
Lugar: Guarida de los lobos.
> pickup
Recoges una poción de curación.
> rest
Descansas 67 turnos.
Vida 46 de 46.
> explore
Lugar: Salas roídas.
Oro, a 2 pasos al este y 8 al norte.
> travel gold
Recoges 12 monedas de oro.
Lugar: Antiguo cruce.
> explore
La puerta se abre con un chirrido.
Has visto todo lo que puedes alcanzar de este nivel.
Lugar: Sótanos fríos.
> travel >
Lugar: Hueco de la escalera.
> down
Bajas por la escalera.
Nueva misión: «El grito del chamán». Haz callar al chamán goblin.
Nivel 2 de 3.
Lugar: Cueva derrumbada.
> explore
La puerta se abre con un chirrido.
Ves un goblin.
Lugar: Madriguera goblin.
Un goblin, dormido, a 3 pasos al noreste.
> travel goblin
Un antídoto, a 4 pasos al este y 3 al sur.
> ne
¡Combate contra un goblin!
¡Iva sorprende al goblin dormido!
Iva corta al goblin (5).
1: goblin, vida 9 de 14.
Tú: vida 46 de 46, maná 22 de 22.
1 atacar 2 habilidad 3 objeto 4 huir
> 1
Iva aplasta al goblin (8).
El goblin: ¡herida grave!
El goblin rasguña a Iva (1).
1: goblin, vida 1 de 14.
Tú: vida 45 de 46, maná 22 de 22.
> 1
¡Iva asesta un golpe crítico!
Iva aplasta al goblin (13).
El goblin muere.
Oro, a 1 paso al noreste.
> travel gold
Recoges 3 monedas de oro.
> travel antidote
Aquí hay un antídoto.
Vida 46 de 46.
> pickup
Recoges un antídoto.
> explore
La puerta se abre con un chirrido.
Ves un diablillo de fuego y un goblin.
Lugar: Sala de los fuegos.
Un diablillo de fuego, dormido, a 5 pasos al oeste y 1 al sur.
Un goblin, dormido, a 8 pasos al este y 1 al sur.
> travel imp
¡El diablillo de fuego se despierta!
¡Combate contra un diablillo de fuego!
El diablillo de fuego rasguña a Iva (1).
Iva empieza a arder.
Las llamas muerden a Iva (2).
1: diablillo de fuego, vida 14 de 14.
Tú: vida 43 de 46, maná 22 de 22.
Sobre ti: quemadura (1 turno).
1 atacar 2 habilidad 3 objeto 4 huir
> 2 2
Iva lanza una flecha helada contra el diablillo de fuego.
Iva aplasta al diablillo de fuego (16).
El diablillo de fuego muere.
El goblin ya no está a la vista.
Oro, a 1 paso al suroeste.
> travel gold
Recoges 5 monedas de oro.
Las llamas muerden a Iva (2).
Iva deja de arder.
Vida 42 de 46.
Ya no tienes efectos.
> explore
La puerta se abre con un chirrido.
Un antídoto, a 3 pasos al sur.
Un santuario, a 2 pasos al sur.
Vida 43 de 46.
> travel antidote
Aquí hay un antídoto.
Lugar: Pequeño santuario.
Vida 44 de 46.
> pickup
Recoges un antídoto.
> explore
Ves un goblin.
Lugar: Sala de los fuegos.
Un goblin, dormido, a 8 pasos al este y 2 al norte.
Vida 46 de 46.
> travel goblin
Ves un chamán goblin.
Un chamán goblin, dormido, a 8 pasos al este.
> travel goblin
¡El chamán goblin se despierta!
El chamán goblin se despierta, a 4 pasos al este y 1 al sur.
> ne
¡Combate contra un goblin!
¡Iva sorprende al goblin dormido!
¡Iva asesta un golpe crítico!
Iva aplasta al goblin (15).
El goblin muere.
El chamán goblin se acerca, a 3 pasos al este.
Oro, a 1 paso al noreste.
> wait
El chamán goblin se acerca, a 2 pasos al este y 1 al norte.
> 2 2
¡Combate contra un chamán goblin!
1: chamán goblin, vida 20 de 20.
Tú: vida 46 de 46, maná 22 de 22.
1 atacar 2 habilidad 3 objeto 4 huir
> 1
Iva corta al chamán goblin (7).
¡El chamán goblin lanza un grito desgarrador!
Iva se siente débil.
1: chamán goblin, vida 13 de 20.
Sobre ti: debilidad (2 turnos).
> 2 2
Iva lanza una flecha helada contra el chamán goblin.
Iva aplasta al chamán goblin (11).
El chamán goblin: ¡herida grave!
El chamán goblin sangra.
El frío atenaza al chamán goblin.
El chamán goblin pierde sangre (1).
El chamán goblin no acierta a Iva.
1: chamán goblin, vida 1 de 20.
Maná 20 de 22.
> 1
Iva corta al chamán goblin (7).
El chamán goblin muere.
Misión cumplida: «El grito del chamán».
Los gritos del chamán cesan para siempre.
Recompensa: 30 puntos de experiencia.
Iva alcanza el nivel 4: más fuerza, rapidez y aguante.
Recompensa: recibes una venda.
Oro, a 1 paso al noreste.
Un antídoto, a 1 paso al noreste.
Vida 54 de 54.
> travel gold
Recoges 12 monedas de oro.
Aquí hay un antídoto.
Iva recupera las fuerzas.
Ya no tienes efectos.
> pickup
Recoges un antídoto.
> explore
Recoges 5 monedas de oro.
> explore
Un colmillo de araña oculto en el suelo muerde a Iva.
El veneno entra en la sangre de Iva.
El veneno quema a Iva (1).
Lugar: Despensa de las arañas.
Vida 53 de 54.
Sobre ti: veneno (3 turnos).
> explore
El veneno quema a Iva (1).
El veneno quema a Iva (1).
La puerta se abre con un chirrido.
El veneno quema a Iva (1).
Iva se libra del veneno.
Ves una araña de cueva.
Una araña de cueva, a 1 paso al oeste y 2 al norte.
Vida 50 de 54.
Ya no tienes efectos.
> wait
¡Combate contra una araña de cueva!
La araña de cueva no acierta a Iva.
1: araña de cueva, vida 12 de 12.
Tú: vida 50 de 54, maná 24 de 24.
1 atacar 2 habilidad 3 objeto 4 huir
> 2 2
Iva lanza una flecha helada contra la araña de cueva.
Iva aplasta a la araña de cueva (13).
La araña de cueva muere.
> explore
Oro, a 1 paso al este y 3 al norte.
> travel gold
Recoges 20 monedas de oro.
Vida 51 de 54.
> explore
La puerta se abre con un chirrido.
La puerta se abre con un chirrido.
Lugar: Sala de los fuegos.
Escaleras abajo, a 4 pasos al este y 3 al sur.
Vida 54 de 54.
> travel shrine
Lugar: Pequeño santuario.
> buy 1
Dejas 15 monedas de oro en el santuario y tomas la poción de curación.
> buy 1
Dejas 15 monedas de oro en el santuario y tomas la poción de curación.
> buy 1
Dejas 15 monedas de oro en el santuario y tomas la poción de curación.
> buy 1
Dejas 15 monedas de oro en el santuario y tomas la poción de curación.
> explore
Has visto todo lo que puedes alcanzar de este nivel.
> travel >
> down
Bajas por la escalera.
Nueva misión: «El Guardián». Derrota al Guardián de la cripta.
Nivel 3 de 3.
Lugar: Vestíbulo.
Un santuario, a 2 pasos al este y 1 al norte.
> explore
La puerta se abre con un chirrido.
La puerta se abre con un chirrido.
Ves un esqueleto.
Un esqueleto, dormido, a 5 pasos al este.
Una venda, a 5 pasos al este y 2 al sur.
> travel skeleton
Lugar: Osario.
> e
¡Combate contra un esqueleto!
¡Iva sorprende al esqueleto dormido!
¡Iva asesta un golpe crítico!
Iva corta al esqueleto (7).
1: esqueleto, vida 17 de 24.
Tú: vida 54 de 54, maná 24 de 24.
1 atacar 2 habilidad 3 objeto 4 huir
> 2 2
Iva lanza una flecha helada contra el esqueleto.
Iva corta al esqueleto (10).
El frío atenaza al esqueleto.
El esqueleto no acierta a Iva.
1: esqueleto, vida 7 de 24.
Maná 22 de 24.
> 1
Iva golpea al esqueleto (4).
El esqueleto: ¡herida grave!
El esqueleto no acierta a Iva.
1: esqueleto, vida 3 de 24.
> 2 2
Iva lanza una flecha helada contra el esqueleto.
Iva aplasta al esqueleto (12).
El esqueleto muere.
> travel bandage
Aquí hay una venda.
> pickup
Recoges una venda.
> explore
La puerta se abre con un chirrido.
La puerta se abre con un chirrido.
Ves un espectro de escarcha.
Un espectro de escarcha, dormido, a 4 pasos al este.
> travel wraith
¡El espectro de escarcha se despierta!
¡Combate contra un espectro de escarcha!
1: espectro de escarcha, vida 20 de 20.
Tú: vida 54 de 54, maná 24 de 24.
1 atacar 2 habilidad 3 objeto 4 huir
> 1
Iva corta al espectro de escarcha (7).
El espectro de escarcha rasguña a Iva (3).
El frío atenaza a Iva.
1: espectro de escarcha, vida 13 de 20.
Tú: vida 51 de 54, maná 24 de 24.
Sobre ti: frío (2 turnos).
> 1
Iva corta al espectro de escarcha (8).
El espectro de escarcha rasguña a Iva (3).
Iva se enfría aún más (capas: 2).
1: espectro de escarcha, vida 5 de 20.
Tú: vida 48 de 54, maná 24 de 24.
Sobre ti: frío (2 acumulaciones, 2 turnos).
> 1
Iva corta al espectro de escarcha (6).
El espectro de escarcha muere.
Lugar: Capilla fría.
> explore
La puerta se abre con un chirrido.
Iva vuelve a entrar en calor.
Vida 49 de 54.
Ya no tienes efectos.
> explore
Ves un gato de las sombras.
Un gato de las sombras, dormido, a 5 pasos al sur.
> travel cat
Lugar: Claustro.
Vida 51 de 54.
> s
¡Combate contra un gato de las sombras!
¡Iva sorprende al gato de las sombras dormido!
Iva corta al gato de las sombras (6).
El gato de las sombras se funde con las sombras.
El gato de las sombras se prepara para esquivar.
1: gato de las sombras, vida 12 de 18.
Tú: vida 51 de 54, maná 24 de 24.
1 atacar 2 habilidad 3 objeto 4 huir
> 1
Iva no acierta al gato de las sombras.
El gato de las sombras no acierta a Iva.
> 2 2
Iva usa la habilidad «flecha helada».
Iva no acierta al gato de las sombras.
El gato de las sombras rasguña a Iva (2).
Tú: vida 49 de 54, maná 22 de 24.
> 1
Iva aplasta al gato de las sombras (9).
El gato de las sombras: ¡herida grave!
El gato de las sombras sangra.
El gato de las sombras deja de esquivar.
El gato de las sombras pierde sangre (1).
El gato de las sombras rasguña a Iva (1).
Iva sangra.
Iva pierde sangre (1).
1: gato de las sombras, vida 2 de 18.
Tú: vida 47 de 54, maná 22 de 24.
Sobre ti: sangrado (2 turnos).
> 2 2
Iva lanza una flecha helada contra el gato de las sombras.
Iva aplasta al gato de las sombras (11).
El gato de las sombras muere.
> explore
Iva pierde sangre (1).
Iva pierde sangre (1).
Las heridas de Iva dejan de sangrar.
Vida 45 de 54.
Ya no tienes efectos.
> explore
La puerta se abre con un chirrido.
La puerta se abre con un chirrido.
Ves al Guardián.
Lugar: Sala del Guardián.
El Guardián, dormido, a 7 pasos al oeste y 2 al sur.
Una venda, a 8 pasos al oeste.
Vida 47 de 54.
> travel warden
¡El Guardián se despierta!
¡Combate contra el Guardián!
1: Guardián, vida 200 de 200.
Tú: vida 49 de 54, maná 24 de 24.
1 atacar 2 habilidad 3 objeto 4 huir
> 2 1
Iva se mueve con pies ligeros y se lanza contra el Guardián.
Iva se prepara para esquivar.
Iva se siente mejor (+4).
Iva rasguña al Guardián (4).
¡El Guardián descarga la gran hoja sobre Iva!
Iva esquiva el golpe.
1: Guardián, vida 196 de 200.
Tú: vida 53 de 54, maná 22 de 24.
Sobre ti: esquiva (2 turnos).
> 2 2
Iva lanza una flecha helada contra el Guardián.
Iva rasguña al Guardián (11).
El frío atenaza al Guardián.
El Guardián no acierta a Iva.
1: Guardián, vida 185 de 200.
Maná 20 de 24.
> 1
Iva rasguña al Guardián (4).
El Guardián no acierta a Iva.
Iva deja de esquivar.
1: Guardián, vida 181 de 200.
Ya no tienes efectos.
> 1
Iva rasguña al Guardián (5).
El Guardián vuelve a entrar en calor.
¡El Guardián descarga la gran hoja sobre Iva!
El Guardián golpea a Iva (9).
1: Guardián, vida 176 de 200.
Tú: vida 44 de 54, maná 20 de 24.
> 2 2
Iva lanza una flecha helada contra el Guardián.
Iva rasguña al Guardián (12).
El frío atenaza al Guardián.
El Guardián golpea a Iva (6).
1: Guardián, vida 164 de 200.
Tú: vida 38 de 54, maná 18 de 24.
> 2 1
Iva se mueve con pies ligeros y se lanza contra el Guardián.
Iva se prepara para esquivar.
Iva se siente mejor (+4).
Iva rasguña al Guardián (4).
El Guardián no acierta a Iva.
1: Guardián, vida 160 de 200.
Tú: vida 42 de 54, maná 16 de 24.
Sobre ti: esquiva (2 turnos).
> 1
Iva rasguña al Guardián (6).
El Guardián vuelve a entrar en calor.
¡El Guardián descarga la gran hoja sobre Iva!
El Guardián golpea a Iva (7).
1: Guardián, vida 154 de 200.
Tú: vida 35 de 54, maná 16 de 24.
> 2 2
Iva lanza una flecha helada contra el Guardián.
Iva rasguña al Guardián (9).
El frío atenaza al Guardián.
El Guardián no acierta a Iva.
Iva deja de esquivar.
1: Guardián, vida 145 de 200.
Maná 14 de 24; ya no tienes efectos.
> 1
Iva rasguña al Guardián (7).
El Guardián sangra.
El Guardián pierde sangre (1).
El Guardián golpea a Iva (6).
Iva sangra.
Iva pierde sangre (1).
1: Guardián, vida 137 de 200.
Tú: vida 28 de 54, maná 14 de 24.
Sobre ti: sangrado (2 turnos).
> 1
Iva no acierta al Guardián.
El Guardián vuelve a entrar en calor.
El Guardián pierde sangre (1).
El Guardián usa la habilidad «mandoble».
El Guardián no acierta a Iva.
Iva pierde sangre (1).
1: Guardián, vida 136 de 200.
Tú: vida 27 de 54, maná 14 de 24.
> 2 1
Iva se mueve con pies ligeros y se lanza contra el Guardián.
Iva se prepara para esquivar.
Iva se siente mejor (+4).
¡Iva asesta un golpe crítico!
Iva rasguña al Guardián (14).
El Guardián sangra con más fuerza (heridas: 2).
El Guardián pierde sangre (2).
El Guardián golpea a Iva (8).
Iva pierde sangre (1).
Las heridas de Iva dejan de sangrar.
1: Guardián, vida 120 de 200.
Tú: vida 22 de 54, maná 12 de 24.
Sobre ti: esquiva (2 turnos).
> 3 a
Iva usa la poción de curación.
Iva se siente mejor (+15).
El Guardián pierde sangre (2).
El Guardián golpea a Iva (6).
1: Guardián, vida 118 de 200.
Tú: vida 31 de 54, maná 12 de 24.
> 2 2
Iva lanza una flecha helada contra el Guardián.
Iva rasguña al Guardián (12).
El Guardián sangra con más fuerza (heridas: 3).
El frío atenaza al Guardián.
El Guardián pierde sangre (3).
El Guardián usa la habilidad «mandoble».
El Guardián no acierta a Iva.
Iva deja de esquivar.
1: Guardián, vida 103 de 200.
Maná 10 de 24; ya no tienes efectos.
> 1
Iva rasguña al Guardián (7).
¡El Guardián ruge y se llena de furia!
El Guardián pierde sangre (3).
El Guardián no acierta a Iva.
1: Guardián, vida 93 de 200.
> 1
Iva rasguña al Guardián (4).
El Guardián pierde sangre (3).
Las heridas del Guardián dejan de sangrar.
El Guardián vuelve a entrar en calor.
El Guardián golpea a Iva (9).
1: Guardián, vida 86 de 200.
Tú: vida 22 de 54, maná 10 de 24.
> 3 a
Iva usa la poción de curación.
Iva se siente mejor (+15).
El Guardián usa la habilidad «mandoble».
El Guardián no acierta a Iva.
Tú: vida 37 de 54, maná 10 de 24.
> 2 1
Iva se mueve con pies ligeros y se lanza contra el Guardián.
Iva se prepara para esquivar.
Iva se siente mejor (+4).
Iva rasguña al Guardián (6).
El Guardián sangra.
El Guardián pierde sangre (1).
El Guardián no acierta a Iva.
1: Guardián, vida 79 de 200.
Tú: vida 41 de 54, maná 8 de 24.
Sobre ti: esquiva (2 turnos).
> 2 2
Iva lanza una flecha helada contra el Guardián.
Iva rasguña al Guardián (12).
El Guardián sangra con más fuerza (heridas: 2).
El frío atenaza al Guardián.
El Guardián pierde sangre (2).
Iva esquiva el golpe.
El Guardián pierde sangre (2).
¡El Guardián descarga la gran hoja sobre Iva!
El Guardián golpea a Iva (10).
Iva pierde el equilibrio.
Iva está aturdida y pierde el turno.
El Guardián pierde sangre (2).
Las heridas del Guardián dejan de sangrar.
El Guardián vuelve a entrar en calor.
Iva esquiva el golpe.
Iva deja de esquivar.
1: Guardián, vida 61 de 200.
Tú: vida 31 de 54, maná 6 de 24.
Ya no tienes efectos.
> 1
Iva rasguña al Guardián (7).
El Guardián sangra.
El Guardián pierde sangre (1).
El Guardián no acierta a Iva.
1: Guardián, vida 53 de 200.
> 1
Iva rasguña al Guardián (4).
El Guardián: ¡herida grave!
El Guardián pierde sangre (1).
El Guardián usa la habilidad «mandoble».
El Guardián no acierta a Iva.
1: Guardián, vida 48 de 200.
> 2 2
Iva lanza una flecha helada contra el Guardián.
Iva rasguña al Guardián (11).
El frío atenaza al Guardián.
El Guardián pierde sangre (1).
Las heridas del Guardián dejan de sangrar.
El Guardián no acierta a Iva.
1: Guardián, vida 36 de 200.
Maná 4 de 24.
> 2 1
Iva se mueve con pies ligeros y se lanza contra el Guardián.
Iva se prepara para esquivar.
Iva se siente mejor (+4).
Iva rasguña al Guardián (6).
El Guardián no acierta a Iva.
1: Guardián, vida 30 de 200.
Tú: vida 35 de 54, maná 2 de 24.
Sobre ti: esquiva (2 turnos).
> 1
Iva rasguña al Guardián (6).
El Guardián vuelve a entrar en calor.
El Guardián usa la habilidad «mandoble».
El Guardián no acierta a Iva.
1: Guardián, vida 24 de 200.
> 1
Iva rasguña al Guardián (6).
El Guardián sangra.
El Guardián pierde sangre (1).
El Guardián no acierta a Iva.
Iva deja de esquivar.
1: Guardián, vida 17 de 200.
Ya no tienes efectos.
> 1
Iva rasguña al Guardián (5).
El Guardián pierde sangre (1).
El Guardián no acierta a Iva.
El Guardián pierde sangre (1).
Las heridas del Guardián dejan de sangrar.
El Guardián usa la habilidad «mandoble».
El Guardián no acierta a Iva.
1: Guardián, vida 10 de 200.
> 1
Iva no acierta al Guardián.
El Guardián no acierta a Iva.
> 2 1
Iva se mueve con pies ligeros y se lanza contra el Guardián.
Iva se prepara para esquivar.
Iva se siente mejor (+4).
Iva rasguña al Guardián (6).
El Guardián sangra.
El Guardián pierde sangre (1).
Iva esquiva el golpe.
1: Guardián, vida 3 de 200.
Tú: vida 39 de 54, maná 0 de 24.
Sobre ti: esquiva (2 turnos).
> 1
Iva no acierta al Guardián.
El Guardián pierde sangre (1).
¡El Guardián descarga la gran hoja sobre Iva!
El Guardián golpea a Iva (9).
Iva pierde el equilibrio.
Iva está aturdida y pierde el turno.
El Guardián pierde sangre (1).
Las heridas del Guardián dejan de sangrar.
El Guardián golpea a Iva (10).
Iva deja de esquivar.
1: Guardián, vida 1 de 200.
Tú: vida 20 de 54, maná 0 de 24.
Ya no tienes efectos.
> 3 a
Iva usa la poción de curación.
Iva se siente mejor (+15).
El Guardián no acierta a Iva.
Tú: vida 35 de 54, maná 0 de 24.
> 1
Iva rasguña al Guardián (7).
El Guardián muere.
Iva alcanza el nivel 5: más fuerza, rapidez y aguante.
Misión cumplida: «El Guardián».
El Guardián cae y la cripta queda en silencio.
Tú: vida 43 de 62, maná 26 de 26.
El Guardián ha muerto. ¡Has ganado!
El Guardián cayó en el nivel 3 tras 456 turnos.
Iva, exploradora de nivel 5  EXP 77/100  oro 5
V [########----] 43/62   M [########] 26/26
Fuerza 16  Defensa 7  Agilidad 14  Velocidad 105
Iva mató a tres goblins, un lobo, un lobo sangriento, un lobo alfa, un diablillo
  de fuego, un chamán goblin, una araña de cueva, un esqueleto, un espectro de
  escarcha, un gato de las sombras y el Guardián.
Turnos: 456  Bajas: 13  Sangre derramada: 78
Oro encontrado: 65  Nivel más profundo: 3
Misiones cumplidas: 3  Experiencia: 277  Oro gastado: 60
Puntuación: 1492
Los últimos mensajes:
  El Guardián golpea a Iva (10).
  Iva deja de esquivar.
  Iva usa la poción de curación.
  Iva se siente mejor (+15).
  El Guardián no acierta a Iva.
  Iva rasguña al Guardián (7).
  El Guardián muere.
  Iva alcanza el nivel 5: más fuerza, rapidez y aguante.
  Misión cumplida: «El Guardián».
  El Guardián cae y la cripta queda en silencio.
La historia de esta partida está escrita en
~/.local/share/bloodtrail/morgue-Iva-7.txt.
Esta partida ocupa el puesto 1 de la tabla de puntuaciones
(~/.local/share/bloodtrail/scores).
