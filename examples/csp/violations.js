// Records every CSP violation so the test (and a person) can see there are none.
window.__violations = [];
document.addEventListener('securitypolicyviolation', (e) => {
  window.__violations.push({ directive: e.violatedDirective, blocked: e.blockedURI, sample: e.sample });
  var li = document.createElement('li');
  li.textContent = e.violatedDirective + ' ' + e.blockedURI;
  document.addEventListener('DOMContentLoaded', () => {
    document.getElementById('violations').append(li);
  });
  if (document.readyState !== 'loading') document.getElementById('violations').append(li);
});
