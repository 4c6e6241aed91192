# Chapter 7: the filmstrip of pyramid.scene (figures/mb-film.gpi).
# data: mb-film-pyramid.txt
film = 'pyramid'
load 'figures/mb-film.gpi'
